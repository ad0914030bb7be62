r = split("", coalesce("", "%{for x in objs.*.name}${x};%{~endfor}${1.5}"))
