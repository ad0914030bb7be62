r = toset(null)
