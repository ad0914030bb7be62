r =    length(  [])
