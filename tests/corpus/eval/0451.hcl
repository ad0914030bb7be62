r = 0 == 1.5 ? range(1, 10, 3) : null
