r = keys({ a = 1 })
