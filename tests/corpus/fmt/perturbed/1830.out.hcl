r = sort(range(3) == null ? obj.enabled ? keys(obj) : split("-", spaced) : objs.*.name)
