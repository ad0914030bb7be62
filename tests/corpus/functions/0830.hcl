r = sort(false)
