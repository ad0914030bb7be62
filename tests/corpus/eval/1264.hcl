r = [nmap["y"], nums[0]]
