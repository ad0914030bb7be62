r  =    hasindex(strs,"a")
