real = 1
