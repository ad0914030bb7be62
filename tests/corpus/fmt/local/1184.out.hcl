r = !t ? "%{if t}${n}%{endif}%{for x in objs[*].name}${x};%{~endfor}" : replace(numstr, "/[a-z]/", "L")
