r = contains([for k, v in smap : v.x], spaced) || "hello world" == obj["tags"]["team"] ? regexall("\\d+", u) : [for i, x in strs : x]
