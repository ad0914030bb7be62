r = slice([], null, big)

