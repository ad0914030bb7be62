r = chunklist(chunklist(flatten([[], []]), 0), 1)
