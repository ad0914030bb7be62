r = coalescelist(tolist([]), nums)
