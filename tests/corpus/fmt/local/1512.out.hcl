r = keys({ for k, v in nmap : k => "${v}!" })
