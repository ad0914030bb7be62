r = n == 3 && t && obj.enabled
