r = { for k, v in nmap : k => v if v > 1 }
