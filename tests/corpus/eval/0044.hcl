r = objs[*].tags[*][0]
