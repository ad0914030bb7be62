r = abs("x") < 2 - 10 ? "-3" + element([1, 2, 3], n) : objs[1].size
