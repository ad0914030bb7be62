r = sort([])
