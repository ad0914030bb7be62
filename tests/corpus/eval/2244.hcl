r = objs[1].tags[0]
