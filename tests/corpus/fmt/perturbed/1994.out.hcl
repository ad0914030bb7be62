r = words[2]
