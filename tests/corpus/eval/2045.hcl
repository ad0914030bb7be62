r = reverse(values(nmap))
