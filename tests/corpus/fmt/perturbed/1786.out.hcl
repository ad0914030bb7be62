r = nul == [] || fl && contains(values(smap), "a,b,,c")
