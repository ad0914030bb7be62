r = formatlist("%s=%s", tolist(distinct(keys(nmap))))
