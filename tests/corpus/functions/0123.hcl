r = compact([[1], [2, 3]])
