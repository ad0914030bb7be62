r = join(", ", objs.*.name)
