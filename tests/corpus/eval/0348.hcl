r = neg
