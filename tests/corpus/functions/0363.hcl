r = int()
