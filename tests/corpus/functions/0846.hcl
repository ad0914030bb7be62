r = split(null)
