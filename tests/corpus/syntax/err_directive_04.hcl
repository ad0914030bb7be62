a = "%{for k, 1 in xs}x%{endfor}"
