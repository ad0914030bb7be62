r = substr(null, 0, 1)
