r = setintersection(toset([]), toset([1]))
