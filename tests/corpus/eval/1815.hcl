r = formatlist("%s!", fl ? words : objs[*].name)
