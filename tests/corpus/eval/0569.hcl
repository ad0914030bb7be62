r = neg / zero
