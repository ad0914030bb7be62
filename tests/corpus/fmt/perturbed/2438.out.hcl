r = setintersection(strs...)
