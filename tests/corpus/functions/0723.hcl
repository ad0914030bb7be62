r = setintersection([], strs, [])
