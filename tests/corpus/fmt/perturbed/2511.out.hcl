r = trim(null, "x")
