r = { for x in keys(merge(true ? empty_obj : smap)) : x => x... }
