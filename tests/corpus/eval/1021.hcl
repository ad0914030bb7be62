r = 7 + try(strs[0] * 2, nmap["y"]) != -(obj.port) + 1 / 0.5
