r = { for x in [jsonencode(boolstr), keys(smap)[0]] : x => x... }
