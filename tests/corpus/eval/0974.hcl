r = [pow(3, 2)]
