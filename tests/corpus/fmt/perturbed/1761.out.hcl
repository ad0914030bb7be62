r = contains(split("-", s), parseint("zz", 36))
