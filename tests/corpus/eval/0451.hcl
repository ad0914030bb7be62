r = can(s.x)
