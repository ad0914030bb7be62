r = n && true ? chunklist([for x in values(nmap) : x], 1) : [min(1000000, obj.ports[1]), floor(2.5e-3)]
