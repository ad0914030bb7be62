r = t ? true : t && false
