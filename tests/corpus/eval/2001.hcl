r = slice(regexall("[a-z]", u), 1, 2)
