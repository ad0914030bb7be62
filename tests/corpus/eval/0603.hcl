r = element(sort(["x", "y"]), n)
