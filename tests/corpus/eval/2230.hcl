r = [for o in objs : o.tags][0]
