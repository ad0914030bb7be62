r = [min(try(abs("x"), nmap.x % 0.5), t ? 7 : 1000000 - 42, (max(f, 99.99, f, 12345678901234567890))), objs[1].size, tonumber(numstr)][2]
