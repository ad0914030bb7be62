r = jsonencode(join("-", objs.*.name))
