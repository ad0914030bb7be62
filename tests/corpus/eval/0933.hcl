r = chunklist(reverse(s), 0)
