r = split(",", element([], 0))
