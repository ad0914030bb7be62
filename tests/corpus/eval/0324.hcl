r = obj.enabled.x
