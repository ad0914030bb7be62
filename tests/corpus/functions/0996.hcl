r = toset(0)
