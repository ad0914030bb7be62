r = setintersection(toset([1]))
