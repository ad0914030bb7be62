r = t ? t : fl ? flatten(nested) : false ? objs.*.name : objs[*].name
