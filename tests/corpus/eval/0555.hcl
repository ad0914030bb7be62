r = t && obj.enabled
