r = lookup({ a = "x" })
