r  = n && true
