r = split("", lookup(smap, "a", "default"))
