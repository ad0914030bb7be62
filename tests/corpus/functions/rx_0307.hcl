r = regexall("(?P<1a>x)", "x")
