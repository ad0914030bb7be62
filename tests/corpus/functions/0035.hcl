r = ceil()
