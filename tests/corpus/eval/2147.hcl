r = slice(formatlist("%s=%s", distinct([]), strs), 1, 2)
