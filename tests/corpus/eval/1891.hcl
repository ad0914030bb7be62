r = concat(tolist(toset([format("%t %s", 7, false), "${0}"])), [for x in slice(regexall("[a-z]", "a1b22c333"), 1, 2) : x])
