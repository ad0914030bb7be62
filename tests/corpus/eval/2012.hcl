r = try(max(), try(true + 1, objs[1].size))
