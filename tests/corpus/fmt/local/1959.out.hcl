r = { (s) : "%{for k, v in nmap}${k}=${v} %{endfor}", "k-1" = null }
