r = contains(objs.*.name, "%{if false~}yes%{else} no%{endif}${1E2}") ? "%{for k, v in smap}${k}=${v} %{endfor}%{if contains(values(nmap), 3.25)}on%{endif}" : obj.port
