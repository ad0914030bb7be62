r = coalescelist(["a"], [1])
