r = setproduct([[1]], [[2]])
