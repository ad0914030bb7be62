r = lookup({ a = "x" }, null, "y")
