r = setintersection([1, 2], [2])
