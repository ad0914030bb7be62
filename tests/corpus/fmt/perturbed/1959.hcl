r  =  slice(keys(smap),  1, 1)
