r = [nums[0], element(true ? nested[0] : null, 7), (max(nmap["y"]))][1]
