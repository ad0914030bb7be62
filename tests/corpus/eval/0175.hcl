r = [length(tobool(null) ? objs[*].name : split("", u)), abs(try(nul.x, "-3" + neg))]
