r = toset(2.5)
