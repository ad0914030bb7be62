r = { for x in words : x => x... }
