r = -(neg)
