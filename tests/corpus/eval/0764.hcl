r = t && t
