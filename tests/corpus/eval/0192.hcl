r = format("%t %s", strlen(keys(obj.tags)) * (1), contains(strs, "10") || obj.enabled ? obj.enabled : false && !fl)
