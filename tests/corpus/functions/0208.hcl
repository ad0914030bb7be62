r = element(null, 0.1)
