r = hasindex(strs, "a")
