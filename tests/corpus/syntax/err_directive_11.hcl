a = "%{for v in xs}a%{else}b%{endfor}"
