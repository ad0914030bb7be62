r = [for x in objs.*.name : x if length(x) > 1]
