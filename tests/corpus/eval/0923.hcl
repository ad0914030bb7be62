r = jsonencode(obj.ports) == "%{if obj.enabled}${n}%{endif}$${esc}${obj["tags"]["team"]}"
