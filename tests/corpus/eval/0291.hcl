r = hasindex(strs, 9)
