r = true || neg == nmap["y"] && !t
