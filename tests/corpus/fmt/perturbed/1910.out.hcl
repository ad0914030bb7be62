r = concat(concat([], values(smap)), regexall("[a-z]", u))
