r = obj.enabled ? strs : []
