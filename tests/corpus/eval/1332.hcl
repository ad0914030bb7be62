r = can(length(nul))
