r = false
