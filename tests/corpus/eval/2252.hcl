r = [for i, x in "str" : x]
