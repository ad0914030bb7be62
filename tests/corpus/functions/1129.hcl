r = setintersection(toset([toset([1])]), toset([null]))
