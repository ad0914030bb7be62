a = "%{endfor}"
