r = merge({ for o in objs : o.size => o })
