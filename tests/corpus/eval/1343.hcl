r = element(regexall("[a-z]", s), 5)
