r = can(nul.x)
