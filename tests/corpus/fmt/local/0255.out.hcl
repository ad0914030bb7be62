r = { for x in objs.*.name : x => x... }
