r = "${~join("-", words)}%{if fl ? obj.enabled : obj.enabled}${s}%{else} no%{endif}%{for k, v in nmap}${k}=${v} %{endfor}"
