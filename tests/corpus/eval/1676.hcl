r = can("%{for x in n}x%{endfor}")
