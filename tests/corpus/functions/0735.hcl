r = setproduct(null, [1])
