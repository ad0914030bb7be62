r = format("%05.1f:%s", replace(s, "l"), min(1, min(nmap["y"]), [nums[4], zero, big][1]))
