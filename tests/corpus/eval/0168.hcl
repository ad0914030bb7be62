r = range()
