r = reverse([1, "a"])
