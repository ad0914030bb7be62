r = chunklist(false && fl ? tolist(toset(values(nmap))) : concat(keys(smap), ["x", "y"]), 0)
