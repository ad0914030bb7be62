r = [nmap.x, 1e3, nums[0]][0] == signum(10)
