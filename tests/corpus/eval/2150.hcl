r = [for i, x in nul[*][0] : x * 2 if x > 2]
