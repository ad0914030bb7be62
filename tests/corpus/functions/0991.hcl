r = toset()
