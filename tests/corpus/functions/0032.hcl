r = ceil(null)
