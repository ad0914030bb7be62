r = concat(regexall("\\d+", "a1b22c333"), regexall("\\d+", s))
