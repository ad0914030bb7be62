r = can()
