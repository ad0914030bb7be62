r = join("  x  ", [true, false], [[1], [2, 3]], mixed, toset(strs))
