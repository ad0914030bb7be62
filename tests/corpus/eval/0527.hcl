r = [for x in split("", "  spaced  ") : x if length(x) > 1]
