r = hasindex(n, 0)
