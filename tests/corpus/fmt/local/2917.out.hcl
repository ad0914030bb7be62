r = merge(tomap({ a = "x" }), { b = 1 })
