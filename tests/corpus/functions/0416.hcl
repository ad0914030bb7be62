r = jsonencode("<>&\u2028")
