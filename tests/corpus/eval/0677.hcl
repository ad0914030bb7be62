r = contains(true ? objs.*.size : null, "1" + 1e3)
