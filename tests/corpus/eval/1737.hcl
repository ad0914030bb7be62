r = chunklist(objs.*.size, 0)
