r = objs[*].tags[*]
