r = false || obj.enabled
