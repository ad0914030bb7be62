r = [for x in [for x in tolist(values(smap)) : "${x}!" if length(x) > 1] : "${x}!"]
