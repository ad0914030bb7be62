r = t || 1 < nul ? tomap(smap) : [][0]
