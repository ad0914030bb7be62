r = split(",", trimspace("10"))[1]
