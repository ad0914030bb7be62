r = coalescelist(["a", "b"]...)
