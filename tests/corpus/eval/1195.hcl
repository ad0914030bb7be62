r = reverse(formatlist("%s!", distinct(objs.*.name)))
