r = objs.*
