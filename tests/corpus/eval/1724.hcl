r = ("1e2" + length(fl ? ["x", "y"] : strs))
