r = slice(objs[*].name, 1, 1)
