r = objs[1].size == 42 ? [] : regexall("[a-z]", s)
