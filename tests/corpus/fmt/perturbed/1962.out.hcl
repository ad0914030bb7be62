r = t && nums[2] >= floor(nmap.x)
