r = split(",", "%{if obj.enabled || fl}${n}%{endif}")
