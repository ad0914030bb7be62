r = format()
