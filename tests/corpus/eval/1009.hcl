r = obj.enabled
