r = objs.*.name[0]
