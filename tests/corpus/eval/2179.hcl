r = [for x in reverse(sort([])) : upper(x) if length(x) > 1]
