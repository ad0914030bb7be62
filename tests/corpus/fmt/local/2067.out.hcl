r = !s ? merge(tomap({ a = "x", b = "y" }), merge(empty_obj)) : trim(format("%s-%d", 1, obj.enabled), "lo")
