r = can(100)
