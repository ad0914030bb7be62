r = split("", objs.*.name[0])
