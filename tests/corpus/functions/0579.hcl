r = parseint(null, null)
