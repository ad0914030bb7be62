r = (min(objs[1].size, (-1), -0))
