r = tostring({})
