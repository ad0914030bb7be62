r = hasindex(null, 0)
