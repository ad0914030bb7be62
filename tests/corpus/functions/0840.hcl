r = split(",", null)
