r = contains(values(nmap), nums.2) ? nums[1] : int(42)
