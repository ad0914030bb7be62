r = contains(objs, "hello")
