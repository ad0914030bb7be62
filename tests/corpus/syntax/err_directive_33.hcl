a = "%{for v in [1,2}x%{endfor}"
