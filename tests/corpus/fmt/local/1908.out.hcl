r = t && !t ? { for k, v in obj.tags : k => "${v}!" if v != "2" } : { for i, o in objs : o.name => o.size... }
