r = toset([null])
