r = tolist([true, "x"])
