r = regexall("[a-z]", u)
