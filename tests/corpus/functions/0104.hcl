r = coalescelist(tolist([]), strs, strs, strs)
