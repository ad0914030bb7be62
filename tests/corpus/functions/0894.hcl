r = substr("1e3", -2.5, neg)
