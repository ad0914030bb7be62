r = concat([], objs.*.name)
