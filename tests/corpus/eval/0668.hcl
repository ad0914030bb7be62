r = can(n % 0) && obj.enabled
