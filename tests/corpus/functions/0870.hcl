r = strrev(null)
