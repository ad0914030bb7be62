r = empty_list[*][0]
