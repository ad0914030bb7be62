r = min(min(-0, tonumber(null)), try(max(), t ? nmap["y"] : 100), "1" + 10 * element(objs.*.size, n), 10)
