r = setintersection()
