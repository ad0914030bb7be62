r = compact([])
