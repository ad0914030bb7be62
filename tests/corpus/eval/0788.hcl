r = true || false && can(nmap.w)
