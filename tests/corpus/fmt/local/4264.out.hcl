a = "%{for и in л}${и}%{endfor}"
b = c
