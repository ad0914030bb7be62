r = true ? flatten(nested) : [for i, x in objs.*.size : x * 2]
