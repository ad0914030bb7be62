a = "%{for v xs}a%{endfor}"
