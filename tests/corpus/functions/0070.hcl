r = chunklist(true, f)
