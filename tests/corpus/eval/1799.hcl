r = formatlist("%s=%s", objs[*].name)
