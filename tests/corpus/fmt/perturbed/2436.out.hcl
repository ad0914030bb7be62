r = setintersection([[1]], [[1]])
