r = tolist(words)
