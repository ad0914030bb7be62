zz = 1
