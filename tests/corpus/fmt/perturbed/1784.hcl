r  =    zero
