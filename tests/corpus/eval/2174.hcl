r = slice(reverse([for i, x in values(smap) : "${x}!"]), 0, 1)
