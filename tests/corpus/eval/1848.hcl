r = tolist(toset(formatlist("%s=%s", objs.*.name, strs)))
