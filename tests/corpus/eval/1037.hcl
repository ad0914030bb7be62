r = false ? objs.*.size : null
