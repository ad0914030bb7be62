r = [element(objs.*.size, 7), length(objs.*.size), max(42)]
