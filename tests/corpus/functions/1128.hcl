r = setintersection(toset([null]), toset([{a = 1, b = [true]}]))
