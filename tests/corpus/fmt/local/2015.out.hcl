r = sethaselement(toset(obj.enabled ? ["x", "y"] : objs.*.name), "%{for k, v in smap}${k}=${v} %{endfor}text%{if obj.enabled~}yes%{else} no%{endif}")
