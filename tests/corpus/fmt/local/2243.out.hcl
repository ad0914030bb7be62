r = keys({ for x in keys(smap) : x => x... })
