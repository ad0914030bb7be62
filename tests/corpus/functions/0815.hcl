r = slice(objs, 7, 1e-10)
