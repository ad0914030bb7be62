r = join("", false ? words : objs.*.name)
