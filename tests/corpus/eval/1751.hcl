r = reverse(split("-", regexall("[a-z]", "a1b22c333")[0]))
