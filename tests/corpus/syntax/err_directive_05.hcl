a = "%{for 1 in xs}x%{endfor}"
