r = log(-1, 10)
