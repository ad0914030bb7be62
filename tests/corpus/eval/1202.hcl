r = split(",", upper("x-y-z"))
