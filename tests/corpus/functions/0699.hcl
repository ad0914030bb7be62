r = reverse([true, false])
