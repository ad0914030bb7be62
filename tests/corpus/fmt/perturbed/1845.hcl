r  =    join("", sort([]) )
