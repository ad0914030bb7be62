r = format("%s-%d", "%{if fl ? fl : t}on%{endif}%{for k, v in nmap}${k}=${v} %{endfor}", try((t ? 1 : "x") + 1, max(0)))
