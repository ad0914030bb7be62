r = tomap({ a = [1], b = "x" })
