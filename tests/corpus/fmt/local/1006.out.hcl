r = { for x in concat(keys(obj), tolist(words)) : x => x... }
