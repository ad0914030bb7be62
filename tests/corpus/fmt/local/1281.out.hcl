r = obj.enabled || t ? obj : { for i, o in objs : o.name => o.size }
