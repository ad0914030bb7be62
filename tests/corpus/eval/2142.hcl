r = sort([for x in concat(nested[0], objs.*.size) : x if x > 2])
