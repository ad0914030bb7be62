r = signum(element([1, 2, 3], 0))
