r = setintersection(strs, [[1], [2, 3]], strs, ["a", "b"])
