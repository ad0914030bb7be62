r = true || false
