r = coalescelist(toset(strs))
