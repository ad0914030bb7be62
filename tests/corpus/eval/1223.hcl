r = obj.enabled || "yes" || false
