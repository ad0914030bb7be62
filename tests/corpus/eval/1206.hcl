r = [for x in nul : x]
