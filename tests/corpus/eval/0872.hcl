r = tolist(tolist(regexall("[a-z]", s)))
