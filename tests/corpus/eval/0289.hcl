r = tolist(toset([for x in [] : -x]))
