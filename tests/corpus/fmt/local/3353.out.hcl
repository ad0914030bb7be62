r = tomap({ a = 1 })
