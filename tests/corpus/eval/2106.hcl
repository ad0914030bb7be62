r = sort(chunklist(objs.*.size, 1))
