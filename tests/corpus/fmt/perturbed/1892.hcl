r  =  length(n)
