r = chunklist(strs)
