r = [for x in {} : x]
