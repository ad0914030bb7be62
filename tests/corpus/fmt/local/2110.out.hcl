r = keys({ for i, o in objs : o.name => o.size if o.size > 1 })
