r = can("%{for k, v in n}${k}%{endfor}") ? s > 1 : true ? (-(0)) : tomap({ a = 1, b = "2" })
