r = element(strs, "x")
