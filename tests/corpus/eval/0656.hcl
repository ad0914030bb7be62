r = empty_obj
