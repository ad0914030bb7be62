r = tolist(split(",", "%{for k, v in nmap}${k}=${v} %{endfor}"))
