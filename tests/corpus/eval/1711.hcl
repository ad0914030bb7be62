r = can("2.5" + length(n))
