r = regex_replace("a.b.c", "\\.", "/")
