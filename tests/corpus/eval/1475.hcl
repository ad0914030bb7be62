r = split(",", spaced)
