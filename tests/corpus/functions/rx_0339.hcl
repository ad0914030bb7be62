r = regex_replace("x", "(?P<1a>x)", "[$1a]")
