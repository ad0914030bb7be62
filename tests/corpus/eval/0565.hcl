r = element(empty_list, 0)
