r = objs.*.tags
