r = flatten(null)
