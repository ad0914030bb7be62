r = setproduct()
