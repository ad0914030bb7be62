r = false ? objs.*.name : []
