r = nul == [1, 2, 3] || true ? obj.enabled : obj.enabled ? { for i, o in objs : o.name => o.size... } : { for i, o in objs : o.name => o.size if o.size > 1 }
