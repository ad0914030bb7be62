r = merge(obj, {}, empty_obj)
