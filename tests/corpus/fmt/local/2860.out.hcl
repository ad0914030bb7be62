r = lookup({ a = "x" }, "a")
