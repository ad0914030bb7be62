r = chomp("${t~}\u00e9%{for k, v in nmap}${k}=${v} %{endfor}")
