r = length({ for k, v in nmap : k => v if v != "2" })
