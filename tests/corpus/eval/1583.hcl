r = concat(regexall("\\d+", u), tolist(words))
