r = slice(slice(sort(objs[*].name), 0, 2), 0, 2)
