r = { for x in split("", strs[1]) : x => x... }
