r = nul && true ? f : keys({})
