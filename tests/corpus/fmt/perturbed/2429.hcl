r  =    reverse(strs)
