r = element(null, 0)
