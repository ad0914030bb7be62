r = chunklist(sort(objs.*.size), 2)
