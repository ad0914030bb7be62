r = [for x in regexall("\\d+", s) : upper(x) if length(x) > 1]
