r = [for i, x in nul.* : x + n if x > 2]
