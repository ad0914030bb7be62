r = strlen(-1)
