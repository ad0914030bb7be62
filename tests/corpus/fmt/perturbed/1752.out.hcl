r = [for x in n : x]
