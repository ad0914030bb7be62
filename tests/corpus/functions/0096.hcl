r = coalescelist(["a"], ["b"])
