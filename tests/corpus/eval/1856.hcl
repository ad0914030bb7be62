r = title(join(", ", objs.*.name))
