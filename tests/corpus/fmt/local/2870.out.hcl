r = lookup({ a = [1] }, "b", [])
