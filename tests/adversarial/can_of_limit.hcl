x = can(format("%999999999s", 1))
