r = length(reverse(concat(concat(obj.ports, values(nmap)), [objs[1].size, 1000000, 0.5])))
