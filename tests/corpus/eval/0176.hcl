r = obj.enabled ? true : obj.enabled || fl
