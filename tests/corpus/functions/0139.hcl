r = concat(objs, [true, false], [1, "a"])
