r = join("17", [null], [1, 2, 3])
