r = true ? objs[0] : "3.5"
