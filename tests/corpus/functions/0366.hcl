r = int(2.5)
