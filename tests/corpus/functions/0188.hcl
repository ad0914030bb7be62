r = distinct([null, null])
