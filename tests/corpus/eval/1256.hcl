r = neg / zero - log(8, 2)
