r = [(f), log(8, 10), nullobj.b + objs[1].size][2]
