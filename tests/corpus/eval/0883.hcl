r = false ? smap["b"] : nmap.w
