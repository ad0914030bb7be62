r = nmap.w - f + nums[0]
