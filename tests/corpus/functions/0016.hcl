r = can(1)
