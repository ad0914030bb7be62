r    =    contains(objs, "hello")
