r  = tolist (toset(values(nmap)))
