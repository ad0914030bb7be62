r    = setintersection(strs...)
