r = [for x in slice(nul == [] ? split("-", words[2]) : keys(smap), 1, 2) : upper(x) if length(x) > 1]
