r = [for x in flatten(nested) : x + n if x % 2 == 0]
