r = join(",", ["a", "b", "c"])
