r = { for x in [for x in objs[*].name : x] : x => x... }
