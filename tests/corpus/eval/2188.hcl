r = compact(!t ? objs.*.name : keys(smap))
