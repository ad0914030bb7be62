r = can(element(empty_list, 0))
