r = merge()
