r = element(range(1, 10, 3), n)
