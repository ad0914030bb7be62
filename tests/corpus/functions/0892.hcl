r = substr({}, neg, 2.5)
