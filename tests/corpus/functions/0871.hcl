r = strrev(1)
