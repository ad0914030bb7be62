r = [obj.ports[1] / n, nmap["y"], log(n, 2)][0]
