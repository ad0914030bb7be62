r = -objs[1].size
