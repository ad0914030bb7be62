r = coalescelist()
