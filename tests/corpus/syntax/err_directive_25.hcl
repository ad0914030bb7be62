a = "%{for v in xs}x%{endfor}"
b = "%{for w ys}y%{endfor}"
