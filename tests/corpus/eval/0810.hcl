r = can(nums[*] + 1) || nul == chunklist(values(nmap), 2) || objs[1].size != nullobj.b
