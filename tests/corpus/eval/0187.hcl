r = substr(s)
