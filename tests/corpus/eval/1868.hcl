r = element([nmap["y"], min(7, 100), log(8, 2)], 1)
