r = concat(objs.*.name, regexall("(", s))
