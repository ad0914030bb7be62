r = length(false)
