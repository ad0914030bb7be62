r = merge(tomap({ a = "x" }), tomap({ b = "y" }))
