r = [for x in slice(words, 0, 1) : "<${x}>"]
