r = keys(can() ? empty_obj : nmap)
