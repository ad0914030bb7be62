r = can(1, 2)
