r = !(obj.enabled) ? nested[1][5] : objs[*].tags[0]
