r = max(1, "x")
