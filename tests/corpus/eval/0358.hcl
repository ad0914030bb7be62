r = formatlist("%s!", words)
