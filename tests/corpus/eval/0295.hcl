r = n && true
