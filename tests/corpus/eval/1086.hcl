r = obj.enabled ? [] : 0.1
