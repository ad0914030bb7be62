r = objs.*.size
