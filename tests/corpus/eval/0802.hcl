r = !obj.enabled
