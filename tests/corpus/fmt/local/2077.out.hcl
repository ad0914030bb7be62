r = { for x in distinct(regexall("[a-z]", u)) : x => x... }
