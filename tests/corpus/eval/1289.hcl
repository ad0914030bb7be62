r = contains(tolist(toset(obj.ports)), smap.a) || t || !nul
