r = join("", objs.*.name)
