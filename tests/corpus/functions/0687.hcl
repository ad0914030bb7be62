r = reverse([])
