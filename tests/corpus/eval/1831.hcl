r = (obj.enabled ? 0 : 42)
