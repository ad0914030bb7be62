r = fl ? false : obj.enabled ? true ? smap["b"] : objs[0].name : [for x in values(smap) : upper(x)]
