r = jsonencode(empty_obj) != regex("[a-z]+", "abc123") ? t && fl ? t ? true : true : obj.enabled || fl : "-3" + 6.02e+23 < element(values(nmap), 1)
