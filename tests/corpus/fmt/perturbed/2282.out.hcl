r = coalescelist([], [1, 2, 3])
