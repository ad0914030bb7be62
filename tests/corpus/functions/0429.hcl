r = keys({})
