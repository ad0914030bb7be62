r = setintersection(mixed, [1, 2, 3], ["a", "b"])
