r = spaced
