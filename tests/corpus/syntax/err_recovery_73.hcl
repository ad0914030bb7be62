a = "%{for i in x}${a b}%{endfor}"
b = "%{if y}"
