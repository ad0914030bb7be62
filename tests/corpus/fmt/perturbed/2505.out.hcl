r = toset(-1)
