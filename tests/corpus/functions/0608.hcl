r = range(null)
