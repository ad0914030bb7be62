r = concat(fl ? values(nmap) : [1, 2, 3], false ? objs[*].size : values(nmap))
