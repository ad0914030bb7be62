r = coalescelist([], [1])
