r = can(false)
