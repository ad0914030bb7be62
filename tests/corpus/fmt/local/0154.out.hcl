r = keys({ for k, v in nmap : k => "${v}!" if k != "a" })
