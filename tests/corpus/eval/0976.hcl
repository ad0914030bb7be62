r = title("%{for x in strs}${x.y}%{endfor}")
