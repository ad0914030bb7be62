r = lookup(nmap, smap, "Hello World")
