r = setintersection(null, [1])
