r = true
