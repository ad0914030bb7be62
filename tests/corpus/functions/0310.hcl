r = formatlist("%s", "a")
