r = length({ a = 1 })
