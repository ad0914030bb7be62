r = tomap({ a = { b = 1 }, c = { d = "x" } })
