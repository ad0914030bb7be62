r = tomap({ a = "x", b = "y" })
