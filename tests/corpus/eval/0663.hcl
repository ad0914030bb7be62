r = !(!(false)) ? objs.*.tags : range(5, 0, -2)
