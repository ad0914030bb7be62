r = sort(tolist(toset(keys(smap))))
