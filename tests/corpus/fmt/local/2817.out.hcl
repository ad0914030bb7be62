r = keys(tomap({ b = "x", a = "y" }))
