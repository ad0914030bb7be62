r = slice(formatlist("%s!", objs.*.name), 1, 2)
