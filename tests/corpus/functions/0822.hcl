r = sort(null)
