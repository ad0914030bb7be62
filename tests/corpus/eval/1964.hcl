r = false ? objs[1].size : nmap.x + -1 - f
