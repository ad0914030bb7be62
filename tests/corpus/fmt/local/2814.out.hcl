r = keys({ a = 1, b = 2 })
