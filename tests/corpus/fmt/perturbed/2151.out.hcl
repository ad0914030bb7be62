r = (-n - try(nmap.w, 1000000))
