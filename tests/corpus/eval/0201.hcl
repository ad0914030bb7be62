r = element(objs.*.size, n)
