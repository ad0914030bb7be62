r = setsymmetricdifference(objs, objs, [], [])
