r = objs.*.name
