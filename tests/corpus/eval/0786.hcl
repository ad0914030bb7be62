r = can(99.99)
