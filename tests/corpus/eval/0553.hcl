r = objs.*.name[1]
