r = length(null)
