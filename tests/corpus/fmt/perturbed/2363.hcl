r    = keys({})
