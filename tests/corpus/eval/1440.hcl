r = t ? [1, 2, 3] : hasindex(n, 0)
