r = { for x in [] : x => x... }
