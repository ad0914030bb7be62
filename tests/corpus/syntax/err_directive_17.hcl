a = "${x}%{for v xs}${v}%{endfor}${y}"
