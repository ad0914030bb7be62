r = keys(tomap({ a = 1, b = "2" }))
