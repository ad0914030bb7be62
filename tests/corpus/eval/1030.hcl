r = [for x in [for i, x in ["x", "y"] : upper(x) if x != "b"] : upper(x) if length(x) > 1]
