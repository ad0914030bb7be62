r = s > 1 ? nums : { for x in strs : x => x... }
