r = distinct(regexall("[a-z]", s))
