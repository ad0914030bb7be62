r = length(n)
