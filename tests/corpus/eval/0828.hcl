r = can(neg / zero)
