r = range(1, null)
