r = setproduct("  x  ", [null])
