r = log(10, 1)
