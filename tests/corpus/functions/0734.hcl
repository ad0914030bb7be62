r = setproduct(toset([1]), toset([2]))
