r = merge(null, { a = 1 })
