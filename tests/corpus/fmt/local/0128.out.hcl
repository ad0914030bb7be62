r = sort(keys({ for_x = objs[1].size }))
