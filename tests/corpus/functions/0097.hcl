r = coalescelist([], [])
