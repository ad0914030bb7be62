r = [for x in split(",", "%{if t}${n}%{endif}") : "<${x}>" if x != "b"]
