a = "%{for v in xs}%{if v}${v}%{endif}%{endfor}"
