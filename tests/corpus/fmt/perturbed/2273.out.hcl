r = chunklist(tolist(strs), 0.1)
