r = format("%t %s", ("-3" + 0.5), contains(objs.*.tags, 10))
