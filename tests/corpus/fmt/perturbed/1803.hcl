r    =slice(formatlist("%s=%s",  tolist(toset(values(smap)))), 1, 2)
