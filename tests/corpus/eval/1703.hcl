r = false && t ? concat([1, 2, 3], objs[*].size) : null
