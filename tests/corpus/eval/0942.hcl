r = nmap["y"] / 0.5 <= (zero) ? objs.*.size : null
