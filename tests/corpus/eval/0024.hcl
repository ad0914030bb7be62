r = false && [1][5]
