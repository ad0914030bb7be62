r = chunklist(reverse(nested[0]), 2)
