r = setintersection([[1], [2, 3]], true, ["a", "b"], [[1], [2, 3]], toset(strs))
