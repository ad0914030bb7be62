r = coalescelist([1], 2)
