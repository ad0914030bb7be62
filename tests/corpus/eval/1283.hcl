r = words[1]
