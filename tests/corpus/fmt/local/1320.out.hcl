r = true || false || tobool("maybe") ? { for i, o in objs : o.name => o.size if o.size > 1 } : { for i, o in objs : o.name => o.size }
