r = obj.enabled ? obj.tags : {}
