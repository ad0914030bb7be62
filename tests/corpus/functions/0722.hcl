r = setintersection(["a", "b"], ["b"], ["b", "c"])
