r = contains(objs[*].nope, "%{for k, v in smap}${k}=${v} %{endfor}%{for x in reverse(strs)}${x},%{~endfor}")
