r = log(0, 10)
