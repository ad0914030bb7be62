r = 2 / n
