r = [for x in concat(sort(["x", "y"]), reverse([])) : x]
