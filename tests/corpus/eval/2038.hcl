r = true ? t : true ? coalesce(null, objs[0].name) : [for x in objs.*.name : x if length(x) > 1]
