r    =    tolist(smap )
