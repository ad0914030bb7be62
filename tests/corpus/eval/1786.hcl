r = slice(reverse(s), 0, 1)
