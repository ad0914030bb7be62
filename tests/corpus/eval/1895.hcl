r = replace(u, "/[a-z]/", "L") != element([], 0)
