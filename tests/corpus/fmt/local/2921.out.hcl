r = merge({ a = 1 }, 1)
