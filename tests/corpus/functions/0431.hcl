r = keys(null)
