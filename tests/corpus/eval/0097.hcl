r = formatlist("%s=%s", slice(objs[*].name, 0, 2), strs)
