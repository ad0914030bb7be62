r = merge({ for k, v in nmap : k => "${v}!" if v != "2" }, zipmap(strs, [1, 2]))
