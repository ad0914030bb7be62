r = { for x in objs[*].nope : x => x... }
