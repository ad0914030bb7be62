r = chunklist(flatten(nested), 0)
