r = max(element(values(nmap), 0)) > 42
