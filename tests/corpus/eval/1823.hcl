r = concat(regexall("\\d+", s), range())
