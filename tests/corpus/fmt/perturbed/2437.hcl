r=  setintersection(objs, ["a",    "b"],[1, 2, 3])
