r = ["%{if obj.enabled}${n}%{endif}text"]
