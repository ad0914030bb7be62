r = [true ? false : false ? "%{if obj.enabled}${n}%{endif}${fl~}%{if false}${n}%{endif}" : floor(1.5)]
