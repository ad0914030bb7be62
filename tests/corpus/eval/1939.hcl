r = -obj.port > element(reverse([]), n)
