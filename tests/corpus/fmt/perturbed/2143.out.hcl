r = obj.enabled && fl
