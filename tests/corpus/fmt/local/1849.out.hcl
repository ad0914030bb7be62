r = { a = 1 } == null ? obj.enabled ? "10" : 3.25 : objs.*.name[0] == tostring(null) || contains(keys(objs[0]), "\"q\"${(f)}")
