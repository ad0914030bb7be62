r = { for x in tolist(slice(objs[*].name, 1, 2)) : x => x... }
