a = "%{for a, b, c in xs}x%{endfor}"
