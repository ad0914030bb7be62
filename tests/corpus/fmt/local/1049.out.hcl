r = merge({ for i, o in objs : o.name => o.size if o.size > 1 }, { for i, o in objs : o.name => o.size }, tomap({ a = 1, b = "2" }))
