r = { for x in slice(objs[*].name, 1, 2) : x => x... }
