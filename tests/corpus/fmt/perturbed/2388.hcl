r  =    merge([1])
