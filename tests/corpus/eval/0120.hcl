r = concat(keys(tomap(smap)), tolist(toset(split(",", "%{for k, v in nmap}${k}=${v} %{endfor}"))))
