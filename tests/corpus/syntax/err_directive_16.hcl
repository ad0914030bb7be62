a = "%{for v xs}%{if v}a%{endif}%{endfor}"
