r = coalescelist(null, [1])
