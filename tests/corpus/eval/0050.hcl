r = -neg
