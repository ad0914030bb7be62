r = can(regex("z", s))
