r = replace("hello", "%s", s)
