r = can(timeadd("x", "1h")) ? try(n % 0, 7) : tobool(null)
