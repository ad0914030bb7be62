r = distinct([])
