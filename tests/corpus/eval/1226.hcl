r = contains(values(nmap), "x-y-z") ? keys(nums) : [12345678901234567890, neg, 42]
