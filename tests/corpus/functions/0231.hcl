r = floor(null)
