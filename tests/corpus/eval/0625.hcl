r = true || t
