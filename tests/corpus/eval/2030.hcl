r = jsonencode(values(nmap)) == empty
