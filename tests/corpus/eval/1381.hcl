r = sort(can((t ? 1 : "x") + 1) ? false ? objs[*].size : objs[*].name : fl ? values(smap) : objs.*.name)
