r = [for x in concat(sort([1, 2, 3]), chunklist(objs[*].size, 0)) : x + n] == {}
