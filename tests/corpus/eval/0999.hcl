r = [for x in formatlist("%s=%s", slice(words, 1, 2)) : x]
