r = can(smap["zz"]) ? objs.*.name[0] : [3, obj.port, obj.port][2]
