r = [for i, x in [for x in formatlist("%s!", keys(smap)) : upper(x) if x != "b"] : x if length(x) > 1]
