r = setintersection(toset([1, 2]), toset([2, 3]))
