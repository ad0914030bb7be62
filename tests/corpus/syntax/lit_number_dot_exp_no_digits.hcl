a = 1.e
