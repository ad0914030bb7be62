r = distinct(fl ? objs.*.size : null)
