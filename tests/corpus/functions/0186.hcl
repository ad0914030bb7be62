r = distinct()
