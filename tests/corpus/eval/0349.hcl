r = words
