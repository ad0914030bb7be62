r = empty_list.*
