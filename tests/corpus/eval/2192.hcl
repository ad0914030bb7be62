r = tolist(keys(empty_obj))
