r = concat(tolist(toset(["10", s, numstr])), [for x in [for x in [] : "<${x}>"] : upper(x)])
