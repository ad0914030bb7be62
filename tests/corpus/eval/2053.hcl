r = length(empty_obj)
