r = merge({
  (s) : 42 >= 1.5 && t && t
}, { for i, o in objs : o.name => o.size if o.size > 1 })
