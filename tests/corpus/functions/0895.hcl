r = substr("  x  ", -1, big)
