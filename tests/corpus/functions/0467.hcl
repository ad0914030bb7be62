r = log(10)
