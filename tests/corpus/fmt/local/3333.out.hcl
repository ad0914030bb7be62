r = tolist({ a = 1 })
