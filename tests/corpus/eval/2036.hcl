r = can(0) && can(0.1)
