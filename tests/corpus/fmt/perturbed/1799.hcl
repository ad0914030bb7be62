r    = length(strs)
