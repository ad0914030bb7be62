r = join(smap, null, [[1], [2, 3]], objs, [1, 2, 3])
