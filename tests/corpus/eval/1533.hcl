r = [for i, x in fl ? strs : objs.*.name : x]
