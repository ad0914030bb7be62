r = log(10, 0)
