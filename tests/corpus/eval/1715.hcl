r = false && t
