r = t || obj.enabled && !fl
