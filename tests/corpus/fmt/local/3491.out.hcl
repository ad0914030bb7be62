r = values({ a = 1 })
