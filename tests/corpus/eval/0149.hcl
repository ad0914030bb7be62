r = split("", "%{for x in slice(values(smap), 0, 1)}${x};%{endfor}")
