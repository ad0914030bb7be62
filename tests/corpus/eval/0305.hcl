r = concat(concat(false ? nums : objs[*].size, chunklist([], 2)), flatten([nums, [7, [8]]]))
