r = coalescelist([[]], [1])
