r = merge(tomap({ a = "x", b = "y" }), obj)
