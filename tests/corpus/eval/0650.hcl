r = contains([int(nmap["y"]) + neg / f, "1e2" + true ? neg : nmap["y"], try(nums[1.5], (-1))], (max(max(f, objs[1].size), signum(f))))
