r = length(toset([1, 1]))
