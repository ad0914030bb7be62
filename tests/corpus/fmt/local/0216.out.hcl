r = { for k, v in nmap : k => k if v != "2" }
