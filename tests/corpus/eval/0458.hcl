r = concat(1 < nul ? obj.enabled ? values(smap) : objs[*].name : concat(words, words), distinct([for x in ["x", "y"] : "${x}!" if x != "b"]))
