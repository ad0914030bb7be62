r = length(true)
