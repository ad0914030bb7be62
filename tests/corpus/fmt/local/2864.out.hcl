r = lookup({ a = 1 }, "a", "x")
