r = length(nested[0]) < 1
