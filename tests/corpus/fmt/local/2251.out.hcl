r = substr(s, -3, 100) != "%{if t}${n}%{endif}${1~}" ? can(max(obj.ports[1], 007)) : concat(values(nmap), objs.*.size) == null
