r = obj.enabled ? false : true ? floor(objs[1].size) : pow(10, 0)
