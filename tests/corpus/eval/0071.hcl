r = log(100, 2)
