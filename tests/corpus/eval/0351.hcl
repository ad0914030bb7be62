r = [for i, x in ["x", "y"] : "<${x}>" if length(x) > 1]
