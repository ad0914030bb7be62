r = values({ b = "x", a = 1 })
