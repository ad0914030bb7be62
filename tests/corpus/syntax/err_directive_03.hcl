a = "%{for k, in xs}x%{endfor}"
