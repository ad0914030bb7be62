r = sort()
