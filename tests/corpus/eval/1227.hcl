r = concat(regexall("[a-z]", "a1b22c333"), [for x in strs : x if nul])
