r = "1e2" + neg / zero
