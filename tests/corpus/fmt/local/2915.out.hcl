r = merge({ a = 1 }, null)
