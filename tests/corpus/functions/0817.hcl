r = slice([], null, big)
