r = distinct(null)
