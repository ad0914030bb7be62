r = merge(obj, { name = null })
