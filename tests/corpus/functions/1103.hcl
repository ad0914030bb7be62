r = values()
