r = join("", tolist([1, [2]]))
