r = concat(objs, objs)
