r = true ? objs[*].size : null
