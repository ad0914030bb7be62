r = lookup(null, "a", "x")
