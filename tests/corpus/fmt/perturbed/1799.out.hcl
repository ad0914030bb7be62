r = length(strs)
