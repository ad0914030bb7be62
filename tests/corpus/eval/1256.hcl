r = formatlist("%s!", [])
