r = empty_list[*]
