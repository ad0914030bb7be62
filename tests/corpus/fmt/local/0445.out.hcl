r = t ? obj.enabled : obj.enabled ? { for x in values(smap) : x => x... } : { (nul) = 1 }
