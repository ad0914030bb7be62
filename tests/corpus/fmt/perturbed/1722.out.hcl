r = concat(true ? obj.ports : null, objs[*].tags[0])
