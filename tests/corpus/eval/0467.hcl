r = obj.enabled ? true : false
