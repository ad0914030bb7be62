r = int(5)
