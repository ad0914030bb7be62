r = log(8, 10)
