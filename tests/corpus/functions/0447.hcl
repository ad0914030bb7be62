r = length(1)
