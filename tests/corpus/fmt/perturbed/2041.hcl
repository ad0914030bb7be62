r  =    tolist(toset(concat(objs[*].size,objs[*].size)))
