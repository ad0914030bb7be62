r = [objs[3].size, floor(10) + [42, 6.02e+23, tiny][1], (0) * 007 % 2]
