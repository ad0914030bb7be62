r = strlen([])
