r = { for x in keys({

}) : x => x... }
