r = contains(true ? objs.*.name : objs.*.name, "%{for i, x in strs}${x},%{endfor}%{for x in values(smap)}${x};%{~endfor}")
