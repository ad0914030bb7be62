r=    tolist(toset(keys(objs[0])) )[1]
