r  =empty_list.*
