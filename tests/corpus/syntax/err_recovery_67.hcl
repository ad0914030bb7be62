e = ["%{for i in [1 2}x%{endfor}"]
