r = reverse([1, 2, 3])
