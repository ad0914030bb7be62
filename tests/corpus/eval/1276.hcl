r = t || false ? -1 / f : concat(objs.*.size, [1, 2, 3])
