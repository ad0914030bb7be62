r = reverse(sort(chunklist(chunklist(objs[*].size, 0), 0)))
