r="%{for i, x in strs}${i}${x}%{endfor}"
