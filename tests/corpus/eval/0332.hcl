r = t && obj.enabled && true
