r = formatlist("%s=%s", tolist(objs[*].name))
