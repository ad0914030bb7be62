r = contains(objs.*.tags, nmap["y"])

