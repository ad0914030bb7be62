r = merge({ for i, o in objs : o.name => o.size if o.size > 1 }, zipmap(["a", "b"], [1, 2])) == null
