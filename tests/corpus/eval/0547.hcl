r = regexall("[a-z]", s)
