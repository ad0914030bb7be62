r = element(concat(nums, values(nmap)), n)
