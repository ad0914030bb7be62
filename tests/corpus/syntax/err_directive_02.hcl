a = "%{for}x%{endfor}"
