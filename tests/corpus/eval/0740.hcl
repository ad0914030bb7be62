r = [for x in formatlist("%s=%s", objs[*].name) : upper(x)]
