r = n % 0
