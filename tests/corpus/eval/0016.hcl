r = objs.*.tags[*]
