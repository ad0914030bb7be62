r = tomap({ a = null, b = 1 })
