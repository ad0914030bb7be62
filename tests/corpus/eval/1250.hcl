r = "%{for x in strs}${x.y}%{endfor}"
