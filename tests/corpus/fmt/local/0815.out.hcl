r = { for x in keys(smap) : x => x... }
