r = merge({ a = 1 }, { a = 2 })
