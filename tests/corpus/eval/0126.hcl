r = (zero)
