r = join("",    objs.*.name)
