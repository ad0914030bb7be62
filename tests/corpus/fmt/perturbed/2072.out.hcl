r = length(keys(smap)) == "-3" + 100
