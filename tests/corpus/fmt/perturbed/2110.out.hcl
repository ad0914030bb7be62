r = slice([for x in formatlist("%s!", values(smap)) : upper(x) if x != "b"], 1, 2)
