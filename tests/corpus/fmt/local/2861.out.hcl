r = lookup({ a = "x" }, "b")
