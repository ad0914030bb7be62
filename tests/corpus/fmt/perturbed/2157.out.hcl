r = formatlist("%s!", fl || t && t ? true : fl ? [] : [for x in t ? objs.*.name : objs.*.name : upper(x)], strs)
