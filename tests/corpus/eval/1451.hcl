r = sort(tolist(toset(objs[*].size)))
