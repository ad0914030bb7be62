r = obj.enabled ? objs[*].size : true
