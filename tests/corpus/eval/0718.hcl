r = chunklist(flatten([[], []]), 0)
