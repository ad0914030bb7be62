r = tostring([])
