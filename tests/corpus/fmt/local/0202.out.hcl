r = { for x in t ? tolist(toset([for x in strs : x if nul])) : concat([for x in objs[*].name : "${x}!" if length(x) > 1], keys(deep.a)) : x => x... }
