r = element(chunklist(values(nmap), 2), 0) > [obj.port * 1e3, length(["x", "y"]), nmap.x][1]
