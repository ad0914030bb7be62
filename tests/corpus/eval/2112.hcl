r = "-3" + [objs[1].size, big, 6.02e+23][0]
