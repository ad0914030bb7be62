r  =  join("",    keys(smap))
