r = "${t}%{for k, v in nmap}${k}=${v} %{endfor}" == "\u00e9${obj.name}${false}"
