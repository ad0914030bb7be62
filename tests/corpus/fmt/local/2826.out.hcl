r = keys(tomap({ a = "x", b = "y" }))
