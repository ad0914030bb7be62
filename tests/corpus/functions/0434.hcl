r = keys()
