r = chunklist(objs[*].size, 1)
