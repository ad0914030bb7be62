r = { for x in regexall("\\d+", s) : x => x... }
