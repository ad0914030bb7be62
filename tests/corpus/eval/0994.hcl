r = formatlist("%s=%s", concat(sort([for x in values(smap) : "<${x}>" if x != "b"]), objs[*].name))
