r = min(log(8, 10), 2 - log(100, 2))
