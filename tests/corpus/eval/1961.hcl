r = can(element(fl ? values(nmap) : nums, n))
