r = values(null)
