r = regexall("(\\d)(\\w)", "1a2b")
