r = join("  x  ", toset(strs), [[1], [2, 3]])
