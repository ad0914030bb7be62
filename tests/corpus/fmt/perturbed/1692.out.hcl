r = [for x in t ? objs.*.size : null : x * 2 if x > 2]
