r = log(null, 10)
