r = "true" ? 1 : 2
