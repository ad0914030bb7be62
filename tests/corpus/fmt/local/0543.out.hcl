r = { for k, v in nmap : k => v }
